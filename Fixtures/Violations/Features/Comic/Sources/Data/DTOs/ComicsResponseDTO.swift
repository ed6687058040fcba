struct ComicsResponseDTO: Decodable, Sendable, Equatable {
    let offset: Int
    let limit: Int
    let total: Int
    let results: [ComicDTO]
}

// Paging helpers, next to the response they read.
extension ComicsResponseDTO {
    var totalPages: Int { // expect: dto-anemic
        limit > 0 ? (total + limit - 1) / limit : 0
    }

    func toDomain(page: Int) -> ComicsPage { // expect: dto-anemic
        ComicsPage(comics: results.map { $0.toDomain() }, currentPage: page, totalPages: totalPages)
    }
}
