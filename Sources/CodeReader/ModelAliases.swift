import GapCheckModel

/// gapcheck's file position; SwiftSyntax has its own `SourceLocation`, this module means the model's.
typealias SourceLocation = GapCheckModel.SourceLocation
