extension Font.Weight {
  /// The weight on the OpenType scale (`usWeightClass`, the `wght` axis): ultralight 100 … black 900, regular
  /// 400, semibold 600, bold 700. Used to pick a loaded face and to set a variable font's `wght` axis.
  public var numericValue: Int {
    switch self {
    case .ultraLight: return 100
    case .thin: return 200
    case .light: return 300
    case .regular: return 400
    case .medium: return 500
    case .semibold: return 600
    case .bold: return 700
    case .heavy: return 800
    case .black: return 900
    }
  }
}
