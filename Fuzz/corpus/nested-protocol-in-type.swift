struct A {
    protocol P {}
}
