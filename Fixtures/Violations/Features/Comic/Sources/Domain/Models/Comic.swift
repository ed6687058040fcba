import Foundation

struct Comic: Equatable {
    let id: Int
    let title: String
    let issueNumber: Int
    let format: ComicFormat
    let coverURL: URL?

    var isDigital: Bool {
        format == .digital
    }
}

enum ComicFormat: String, Equatable, Sendable {
    case comic = "Comic"
    case tradePaperback = "Trade Paperback"
    case hardcover = "Hardcover"
    case digital = "Digital Comic"
    case unknown
}
