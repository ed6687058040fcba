#if DEBUG
struct A {
  #if os(macOS)
  func f() {
