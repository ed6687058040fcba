let a = 1
let b = ""[0m
