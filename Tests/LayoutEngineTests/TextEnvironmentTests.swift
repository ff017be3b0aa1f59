import Testing
import TextMetrics

@testable import LayoutEngine

/// `TextEnvironment.isIdentical(to:)`: what lets a node share its parent's environment box
/// (`LayoutGraph.context(for:)`). Identical means the same to the bit: stricter than `==` on numbers and on the
/// spelling of control styles, never looser.
struct TextEnvironmentTests {
  @Test func aCopyAndAnEqualEnvironmentMadeApartAreIdentical() {
    let environment = Self.environment()
    let copy = environment
    #expect(environment.isIdentical(to: copy))
    #expect(environment.isIdentical(to: Self.environment()))
  }

  @Test func zeroAndNegativeZeroAreEqualButNotIdentical() {
    let positive = Self.environment(tracking: 0.0)
    let negative = Self.environment(tracking: -0.0)
    #expect(positive == negative)
    #expect(!positive.isIdentical(to: negative))
    #expect(!Self.environment(lineSpacing: 0.0).isIdentical(to: Self.environment(lineSpacing: -0.0)))
  }

  @Test func aNaNIsIdenticalToTheSameNaNOnly() {
    let quiet = Double.nan
    let payload = Double(nan: 7, signaling: false)
    #expect(Self.environment(minimumScaleFactor: quiet).isIdentical(to: Self.environment(minimumScaleFactor: quiet)))
    #expect(!Self.environment(minimumScaleFactor: quiet).isIdentical(to: Self.environment(minimumScaleFactor: payload)))
    #expect(!Self.environment(tracking: quiet).isIdentical(to: Self.environment(tracking: 0)))
  }

  @Test func fontsAreComparedByValue() {
    #expect(Self.environment(font: .system(size: 17)).isIdentical(to: Self.environment(font: .system(size: 17))))
    #expect(!Self.environment(font: .body).isIdentical(to: Self.environment(font: .system(size: 17))))
    #expect(!Self.environment(font: .body).isIdentical(to: Self.environment(font: .style(.headline))))
    #expect(
      !Self.environment(font: .system(size: 17)).isIdentical(
        to: Self.environment(font: .system(size: 17, weight: .bold))))
    #expect(
      !Self.environment(font: .custom("Menlo", size: 12)).isIdentical(to: Self.environment(font: .system(size: 12))))
  }

  @Test func anyOtherValueTellsEnvironmentsApart() {
    let plain = Self.environment()
    var limited = plain
    limited.lineLimit = 2
    var uppercased = plain
    uppercased.textCase = .uppercase
    var centered = plain
    centered.multilineTextAlignment = .center
    var bordered = plain
    bordered.controlStyles.buttonStyle = "bordered"
    var inForm = plain
    inForm.controlStyles.isInForm = true
    for changed in [limited, uppercased, centered, bordered, inForm] {
      #expect(!plain.isIdentical(to: changed))
      #expect(!changed.isIdentical(to: plain))
    }
  }

  /// Control styles `==` calls equal but spelled otherwise (another Unicode normalization) are not identical: a
  /// style's name is read and recorded as written.
  @Test func controlStylesSpelledOtherwiseAreNotIdentical() {
    var composed = Self.environment()
    composed.controlStyles.buttonStyle = "caf\u{E9}"
    var decomposed = Self.environment()
    decomposed.controlStyles.buttonStyle = "cafe\u{301}"
    #expect(composed == decomposed)
    #expect(!composed.isIdentical(to: decomposed))
    #expect(composed.controlStyles.isSpelled(as: composed.controlStyles))
    #expect(!composed.controlStyles.isSpelled(as: decomposed.controlStyles))
  }

  private static func environment(
    font: Font = .body, tracking: Double = 0, lineSpacing: Double = 0, minimumScaleFactor: Double = 1
  ) -> TextEnvironment {
    TextEnvironment(
      font: font, lineLimit: nil,
      attributes: TextAttributes(tracking: tracking, lineSpacing: lineSpacing, minimumScaleFactor: minimumScaleFactor))
  }
}
