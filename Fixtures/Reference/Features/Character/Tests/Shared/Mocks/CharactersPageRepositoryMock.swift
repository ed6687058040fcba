import Foundation

@testable import ReferenceCharacter

final class CharactersPageRepositoryMock: CharactersPageRepositoryContract, @unchecked Sendable {
	var result: Result<CharactersPage, CharacterError> = .failure(.loadFailed)
	var searchResult: Result<CharactersPage, CharacterError> = .failure(.loadFailed)
	private(set) var getCharactersPageCallCount = 0
	private(set) var searchCharactersPageCallCount = 0
	private(set) var lastRequestedPage: Int?
	private(set) var lastCachePolicy: CachePolicy?
	private(set) var lastRequestedFilter: CharacterFilter?

	func getCharactersPage(page: Int, cachePolicy: CachePolicy) async throws(CharacterError) -> CharactersPage {
		getCharactersPageCallCount += 1
		lastRequestedPage = page
		lastCachePolicy = cachePolicy
		return try result.get()
	}

	func searchCharactersPage(page: Int, filter: CharacterFilter) async throws(CharacterError) -> CharactersPage {
		searchCharactersPageCallCount += 1
		lastRequestedPage = page
		lastRequestedFilter = filter
		return try searchResult.get()
	}
}
