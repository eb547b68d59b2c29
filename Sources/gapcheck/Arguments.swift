import ArgumentParser
import GapCheckKit
import GapCheckReporters

// The Kit's option enums, parsed by name; `CaseIterable` makes `--help` list every value.
extension ReportFormat: ExpressibleByArgument {}
extension FailThreshold: ExpressibleByArgument {}
extension ListingFormat: ExpressibleByArgument {}
extension RuleListFormat: ExpressibleByArgument {}
extension TrendFormat: ExpressibleByArgument {}
