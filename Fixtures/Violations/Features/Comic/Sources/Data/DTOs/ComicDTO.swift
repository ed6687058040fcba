struct ComicDTO: Decodable, Sendable, Equatable {
    let id: Int
    let title: String
    let issueNumber: Int
    let format: ComicFormat // expect: dto-anemic
    let thumbnail: ThumbnailDTO

    var displayTitle: String { // expect: dto-anemic
        "\(title) #\(issueNumber)"
    }
}

struct ThumbnailDTO: Decodable, Sendable, Equatable {
    let path: String
    let fileExtension: String

    enum CodingKeys: String, CodingKey {
        case path
        case fileExtension = "extension"
    }
}
