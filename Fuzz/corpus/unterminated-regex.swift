let r = #/ never
closed
let x = /abc
