struct LocationsPage: Equatable {
    let locations: [Location]
    let currentPage: Int
    let totalPages: Int

    var hasNextPage: Bool {
        currentPage < totalPages
    }
}
