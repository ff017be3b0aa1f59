/// Where an assertion was written, as both test frameworks want it: the `#fileID`, `#filePath`, `#line` and
/// `#column` that each assertion takes as defaulted arguments.
struct CallSite: Sendable {
  var fileID: String
  var filePath: StaticString
  var line: UInt
  var column: UInt
}
