import Foundation

@testable import ChallengeComic

extension Comic {
    static func stub(
        id: Int = 1,
        title: String = "Amazing Fantasy",
        issueNumber: Int = 15,
        format: ComicFormat = .comic,
        coverURL: URL? = nil
    ) -> Comic {
        Comic(id: id, title: title, issueNumber: issueNumber, format: format, coverURL: coverURL)
    }
}

extension ComicsPage {
    static func stub(comics: [Comic] = [.stub()], currentPage: Int = 1, totalPages: Int = 3) -> ComicsPage {
        ComicsPage(comics: comics, currentPage: currentPage, totalPages: totalPages)
    }
}
