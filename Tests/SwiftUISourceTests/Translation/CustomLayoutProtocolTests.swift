import Testing

@testable import SwiftUISource

/// The `Layout` protocol beyond its two required methods, read from Swift: `makeCache` with an `inout` cache,
/// `LayoutValueKey` and `layoutValue(key:value:)` with `subview[Key.self]`, `spacing(subviews:cache:)` with
/// `ViewSpacing`, `subview.spacing.distance(to:along:)` and `explicitAlignment(of:…)`; each program lays out as its
/// fixture's hand-written tree (`custom/cache_and_layout_values`, `custom/spacing_and_explicit_alignment`).
struct CustomLayoutProtocolTests {
  static let rankedProgram = """
    import SwiftUI

    struct Rank: LayoutValueKey {
      static let defaultValue = 0
    }

    struct RankedRow: Layout {
      func makeCache(subviews: Subviews) -> [CGSize] {
        var sizes: [CGSize] = []
        for subview in subviews {
          sizes.append(subview.sizeThatFits(.unspecified))
        }
        return sizes
      }

      func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout [CGSize]) -> CGSize {
        var width: CGFloat = 0
        var height: CGFloat = 0
        for index in 0..<subviews.count {
          width += cache[index].width
          height = max(height, cache[index].height)
        }
        let total = CGSize(width: width, height: height + 20)
        cache.append(total)
        return total
      }

      func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout [CGSize]) {
        var x = bounds.maxX - cache[subviews.count].width
        for index in 0..<subviews.count {
          let rank = subviews[index][Rank.self]
          subviews[index].place(
            at: CGPoint(x: x, y: bounds.minY + CGFloat(rank) * 10), anchor: .topLeading,
            proposal: ProposedViewSize(cache[index]))
          x += cache[index].width
        }
      }
    }

    struct Ranked: View {
      var body: some View {
        RankedRow {
          Color.red.frame(width: 30, height: 10).layoutValue(key: Rank.self, value: 2)
          Color.green.frame(width: 40, height: 10)
          Color.blue.frame(width: 20, height: 10).layoutValue(key: Rank.self, value: 1)
        }
      }
    }
    """

  static let columnProgram = """
    import SwiftUI

    struct Column: Layout {
      func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        var width: CGFloat = 0
        var height: CGFloat = 0
        for index in 0..<subviews.count {
          let size = subviews[index].sizeThatFits(.unspecified)
          if index > 0 {
            height += subviews[index - 1].spacing.distance(to: subviews[index].spacing, along: .vertical)
          }
          height += size.height
          width = max(width, size.width)
        }
        return CGSize(width: width, height: height)
      }

      func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        var y = bounds.minY
        for index in 0..<subviews.count {
          if index > 0 {
            y += subviews[index - 1].spacing.distance(to: subviews[index].spacing, along: .vertical)
          }
          subviews[index].place(at: CGPoint(x: bounds.minX, y: y), anchor: .topLeading, proposal: .unspecified)
          y += subviews[index].sizeThatFits(.unspecified).height
        }
      }

      func spacing(subviews: Subviews, cache: inout ()) -> ViewSpacing {
        var spacing = ViewSpacing()
        spacing.formUnion(ViewSpacing.zero, edges: .horizontal)
        return spacing
      }

      func explicitAlignment(
        of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews,
        cache: inout ()
      ) -> CGFloat? {
        if guide == .firstTextBaseline {
          return 4
        }
        return nil
      }
    }

    struct Side: View {
      var body: some View {
        HStack(alignment: .firstTextBaseline) {
          Column {
            Color.red.frame(width: 10, height: 10)
            Color.blue.frame(width: 10, height: 10)
          }
          Color.green.frame(width: 10, height: 10)
        }
      }
    }
    """

  @Test func theCacheAndLayoutValuesLayOutAsTheirFixture() throws {
    let translation = Translate.file(Self.rankedProgram, root: .named("Ranked"))
    #expect(Translate.member(translation, "layoutValueKeys") == #"{"Rank":{"type":"Int","defaultValue":0}}"#)
    let differences = try FixtureLayouts.differences(
      Self.rankedProgram, root: "Ranked", fixture: "custom/cache_and_layout_values")
    #expect(differences.isEmpty, "\(differences)")
  }

  @Test func spacingAndExplicitAlignmentLayOutAsTheirFixture() throws {
    let differences = try FixtureLayouts.differences(
      Self.columnProgram, root: "Side", fixture: "custom/spacing_and_explicit_alignment")
    #expect(differences.isEmpty, "\(differences)")
  }

  /// Apple's example in the documentation of `explicitAlignment(of:in:proposal:subviews:cache:)`, in a column.
  static let indentedProgram = """
    import SwiftUI

    struct BasicVStack: Layout {
      func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        var width: CGFloat = 0
        var height: CGFloat = 0
        for index in 0..<subviews.count {
          let size = subviews[index].sizeThatFits(.unspecified)
          if index > 0 {
            height += 8
          }
          height += size.height
          width = max(width, size.width)
        }
        return CGSize(width: width, height: height)
      }

      func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        var y = bounds.minY
        for subview in subviews {
          subview.place(at: CGPoint(x: bounds.minX, y: y), anchor: .topLeading, proposal: .unspecified)
          y += subview.sizeThatFits(.unspecified).height + 8
        }
      }

      func explicitAlignment(
        of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews,
        cache: inout ()
      ) -> CGFloat? {
        if guide == .leading {
          return bounds.minX + 10
        }
        return nil
      }
    }

    struct Indented: View {
      var body: some View {
        VStack(alignment: .leading, spacing: 0) {
          Color.red.frame(width: 50, height: 10)
          BasicVStack {
            Color.blue.frame(width: 40, height: 10)
          }
        }
      }
    }
    """

  @Test func applesIndentedLeadingGuideLaysOutAsItsFixture() throws {
    let differences = try FixtureLayouts.differences(
      Self.indentedProgram, root: "Indented", fixture: "custom/apple_indented_leading_guide")
    #expect(differences.isEmpty, "\(differences)")
  }
}
