struct ComicsPage: Equatable {
    let comics: [Comic]
    let currentPage: Int
    let totalPages: Int

    var hasNextPage: Bool {
        currentPage < totalPages
    }
}
