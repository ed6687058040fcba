import Foundation
import Observation

enum SpeciesDetailViewState: Equatable {
	case idle
	case loading
	case loaded(Species)
	case error(SpeciesError)
}

@Observable
@MainActor
final class SpeciesDetailViewModel {
	private(set) var state: SpeciesDetailViewState = .idle

	private let identifier: Int

	init(identifier: Int) {
		self.identifier = identifier
	}

	func didAppear() async {
		state = .loading
		var request = URLRequest(url: URL(string: "https://swapi.dev/api/species/\(identifier)/")!) // expect: viewmodel-uses-usecases
		request.timeoutInterval = 10
		do {
			let (data, _) = try await URLSession.shared.data(for: request) // expect: viewmodel-uses-usecases
			let decoder = JSONDecoder() // expect: viewmodel-uses-usecases
			let dto = try decoder.decode(SpeciesDTO.self, from: data) // expect: viewmodel-uses-usecases
			state = .loaded(Species(
				id: dto.id,
				name: dto.name,
				classification: dto.classification,
				averageLifespan: Int(dto.averageLifespan),
				language: dto.language
			))
		} catch {
			state = .error(.loadFailed)
		}
	}
}
