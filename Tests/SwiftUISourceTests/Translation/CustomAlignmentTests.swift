import Testing

@testable import SwiftUISource

/// Custom alignment guides read from Swift: both `AlignmentID` forms (a type nested in an extension of the
/// alignment type, and a top-level struct named by a `static let`) become `alignmentGuides` declarations with their
/// `defaultValue(in:)` body, and the programs of the alignment fixtures lay out from their Swift source exactly as
/// the fixtures' hand-written trees do (every layer's frame, node by node).
struct CustomAlignmentTests {
  static let guidesProgram = """
    import SwiftUI

    extension HorizontalAlignment {
      private enum OneThird: AlignmentID {
        static func defaultValue(in d: ViewDimensions) -> CGFloat { d.width / 3 }
      }
      static let oneThird = HorizontalAlignment(OneThird.self)
    }

    struct MyCenter: AlignmentID {
      static func defaultValue(in context: ViewDimensions) -> CGFloat {
        context[.top] + context.height / 2
      }
    }

    extension VerticalAlignment {
      static let myCenter = VerticalAlignment(MyCenter.self)
    }

    struct Guides: View {
      var body: some View {
        VStack(spacing: 0) {
          VStack(alignment: .oneThird, spacing: 0) {
            Color.red.frame(width: 90, height: 10)
            Color.green.frame(width: 60, height: 10).alignmentGuide(.oneThird) { d in d[.leading] }
            Color.blue.frame(width: 120, height: 10)
            Color.orange.frame(width: 30, height: 10)
              .frame(width: 90, height: 20, alignment: Alignment(horizontal: .oneThird, vertical: .center))
            Color.pink.frame(width: 30, height: 10).alignmentGuide(.oneThird) { d in d[.oneThird] + 5 }
            Color.gray.frame(width: 30, height: 10)
              .alignmentGuide(.oneThird) { _ in 10 }
              .alignmentGuide(.oneThird) { d in (d[explicit: .oneThird] ?? 0) + 2 }
          }
          HStack(alignment: .myCenter, spacing: 0) {
            Color.red.frame(width: 10, height: 20)
            Color.blue.frame(width: 10, height: 40)
          }
        }
      }
    }
    """

  /// Apple's example in the documentation of `AlignmentID`, as published.
  static let stripesProgram = """
    import SwiftUI

    private struct FirstThirdAlignment: AlignmentID {
      static func defaultValue(in context: ViewDimensions) -> CGFloat {
        context.height / 3
      }
    }

    extension VerticalAlignment {
      static let firstThird = VerticalAlignment(FirstThirdAlignment.self)
    }

    struct StripesGroup: View {
      var body: some View {
        HStack(alignment: .firstThird, spacing: 1) {
          HorizontalStripes().frame(height: 60)
          HorizontalStripes().frame(height: 120)
          HorizontalStripes().frame(height: 90)
        }
      }
    }

    struct HorizontalStripes: View {
      var body: some View {
        VStack(spacing: 1) {
          ForEach(0..<3) { _ in Color.blue }
        }
      }
    }
    """

  @Test func bothFormsAreDeclaredWithTheirBodies() {
    let translation = Translate.file(Self.guidesProgram, root: .named("Guides"))
    #expect(Translate.problems(translation).isEmpty)
    #expect(
      Translate.member(translation, "alignmentGuides")
        == #"{"oneThird":{"axis":"horizontal","parameter":"d","defaultValue":"d.width / 3"},"#
        + #""myCenter":{"axis":"vertical","parameter":"context","defaultValue":"context[.top] + context.height / 2"}}"#
    )
    #expect(Translate.rootJSON(translation).contains(#""alignment":{"horizontal":"oneThird","vertical":"center"}"#))
  }

  @Test func aGuideWithoutAnAlignmentIDTypeIsAWarning() {
    let translation = Translate.file(
      """
      import SwiftUI
      extension HorizontalAlignment {
        static let missing = HorizontalAlignment(Missing.self)
      }
      struct Row: View {
        var body: some View { VStack(alignment: .missing) { Color.red } }
      }
      """, root: .named("Row"))
    #expect(Translate.member(translation, "alignmentGuides") == "nil")
    #expect(Translate.problems(translation).contains { $0.contains("'Missing' is not an AlignmentID type") })
  }

  @Test(arguments: [
    ("custom_guide_default_bodies", "Guides"), ("apple_first_third_alignment_id", "StripesGroup"),
  ])
  func theSourceLaysOutAsItsFixture(_ fixture: String, _ root: String) throws {
    let program = root == "Guides" ? Self.guidesProgram : Self.stripesProgram
    let differences = try FixtureLayouts.differences(program, root: root, fixture: "alignment/\(fixture)")
    #expect(differences.isEmpty, "\(differences)")
  }
}
