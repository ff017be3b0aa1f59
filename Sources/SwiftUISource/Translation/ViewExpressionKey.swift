/// Where a view expression is written: a file and the offset its range starts at.
struct ViewExpressionKey: Hashable {
  var file: Int
  var offset: Int
}
