protocol GetPlanetUseCase {
    func execute() async throws -> Planet
}
let s = """
  x
  """
/* a
 b */
