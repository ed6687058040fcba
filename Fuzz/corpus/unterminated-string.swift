let s = "never closed
let t = 1
let u = #"raw never closed
let v = """
  multi never closed
