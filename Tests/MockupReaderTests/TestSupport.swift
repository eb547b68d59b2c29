import GapCheckModel

// Swift Testing also declares these names; the tests mean gapcheck's.
typealias SourceLocation = GapCheckModel.SourceLocation
typealias Expectation = GapCheckModel.Expectation
