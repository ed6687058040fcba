import CoreData // expect: domain-model-no-infrastructure

protocol FilmRepositoryContract: Sendable {
	func getFilm(identifier: Int, cachePolicy: CachePolicy) async throws(FilmError) -> Film
	func getFilmsPage(page: Int, cachePolicy: CachePolicy) async throws(FilmError) -> FilmsPage
	func getFilm(objectID: NSManagedObjectID) async throws(FilmError) -> Film
}
