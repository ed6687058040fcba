// archlint:disable:next typed-throws - legacy
protocol OldUseCaseContract: Sendable { func execute() async throws -> Int } // archlint:disable:this contract-suffix
// archlint:disable no-dto-in-domain
let x: ThingDTO
// archlint:enable no-dto-in-domain
// archlint:disable all
// archlint:disable unknown-rule
// archlint:disable:next
