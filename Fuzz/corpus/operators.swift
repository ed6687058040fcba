let a = b ?? c !== d ... e ..< f &+ g &>> h
let b = !x, c = x!, d = x?.y?[0]
let e = a<b ? c : d
postfix operator ^^^
let f = x^^^ + -y
let g = a->b
