let a = 1
/* outer /* inner */
let b = 2
