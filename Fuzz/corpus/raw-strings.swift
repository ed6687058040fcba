let r1 = #"raw "quoted" \n \#(interp) \(not)"#
let r2 = ##"two "# pounds \##(x)"##
let r3 = #"""
  multi "raw" """ inside
  \#(value)
  """#
let r4 = ###"a"##b"###
