import Foundation

protocol PosterImagesRepository { // expect: contract-sendable
    func fetchImage(
        with imagePath: String,
        width: Int,
        completion: @escaping (Result<Data, Error>) -> Void
    ) -> Cancellable?
}
