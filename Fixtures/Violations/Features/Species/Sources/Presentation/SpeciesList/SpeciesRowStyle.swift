enum SpeciesRowStyle: Equatable {
	case regular
	case highlighted
}
