let r1 = /[a-z]+(\d{2})/
let r2 = #/ab/c #/#
let r3 = #/
  (?<name> \w+ ) # comment
  /#
let x = a / b / c
let y = foo(/x/, /y/)
let z = [1].map { $0 / 2 }
prefix operator /
let q = try /x/.wholeMatch(in: s)
