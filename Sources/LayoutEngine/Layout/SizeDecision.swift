/// A layer's answer: its size and the rule per axis.
struct SizeDecision: Hashable {
  var size: Size
  var widthRule: SizeRule
  var heightRule: SizeRule

  init(_ size: Size, width: SizeRule, height: SizeRule) {
    self.size = size
    self.widthRule = width
    self.heightRule = height
  }

  /// A decision whose two rules are made from each axis's length.
  init(_ size: Size, rule: (Double) -> SizeRule) {
    self.init(size, width: rule(size.width), height: rule(size.height))
  }

  func rule(_ axis: Axis) -> SizeRule { axis == .horizontal ? widthRule : heightRule }
}
