#warning("w") #sourceLocation(file: "a", line: 1) #sourceLocation()
let a = #file + #function + #line + #column + #selector(f) + #keyPath(A.b) + #available(iOS 17, *)
#Preview { View() }
@freestanding(expression) macro m() = #externalMacro(module: "x", type: "y")
let p = <#placeholder#> + <#T##Int#>
