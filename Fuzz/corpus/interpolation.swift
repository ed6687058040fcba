let a = "x \(y) z"
let b = "nested \(f("inner \(g(1)) s", h: "\(2 + 3)")) end"
let c = "\(a)\(b)\(c)" + "\("")"
let d = "escape \" \\ \t \u{1F600} \0"
