let s = """
    line one \(x)
    "quoted" ""
    continued \
    end
    """
let t = """
  \("""
  inner
  """)
  """
