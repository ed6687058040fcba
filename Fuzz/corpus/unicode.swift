let café = "naïve 🇫🇷 \u{301}"
let π = 3.14159
let 変数 = "日本語"
let `class` = 1
let 👍 = true
struct Größe { var ẞ: Int }
infix operator ∘: MultiplicationPrecedence
let a = b ∘ c
