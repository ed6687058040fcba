let async = 1, await = 2, some = 3, any = 4
func `func`(`in` x: Int, default: Int, inout: Int) {}
struct S { var get: Int; var set: Int; func `init`() {} }
let consume = borrowing; let each = repeat
