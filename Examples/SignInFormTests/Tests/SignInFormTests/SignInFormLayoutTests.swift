import LayoutInspector
import Testing

/// The sign-in form's layout (`Views/SignInForm.swift`), tested with Swift Testing. Numbers are the
/// inspector's for an iPhone at 390×763 pt, 3× (SF emulated over Inter): "User:" measures 40.333 pt and
/// "Password:" 79.333, so both labels are framed at 79.333 once the form has read the widest.
@Suite struct SignInFormLayoutTests {
  @Test func labelsShareTheWidestWidth() async throws {
    let form = try await LayoutTree(file: "Views/SignInForm.json")
    #expect(try await form.node("#user-label").width == 79.333)
  }

  @Test func theFormSettlesInTwoPassesWithEqualLabels() async throws {
    let form = try await LayoutTree(file: "Views/SignInForm.json")
    await form.expectConverges(in: 2)
    await form.expectEqualWidths("Text[text=\"User:\"]", "Text[text=\"Password:\"]")
    // In the first pass the labels still have their own widths; the second reads the stored maximum.
    let firstPass = try await form.node("#user-label", in: VersionPoint(version: 1, pass: 1))
    #expect(firstPass.width == 40.333)
  }

  @Test func aLabelLongerThanTheSharedWidthWrapsInsideIt() async throws {
    // The GeometryReader measures the text inside the frame, so a longer label is proposed the old width and
    // wraps, and the maximum never grows: the reason to measure before framing (or use fixedSize()).
    let form = try await LayoutTree(file: "Views/SignInForm.json")
    try await form.setText("#user-label", to: "Username:")
    let label = try await form.node("#user-label")
    #expect(label.width == 79.333)
    #expect(label.height == 40.667)
    #expect(try await form.state("labelWidth").length == 79.333)
  }

  @Test func fieldsTakeTheRestOfANarrowScreen() async throws {
    let form = try await LayoutTree(file: "Views/SignInForm.json")
    try await form.propose(width: 320, height: 568)
    let field = try await form.node("#user-field")
    #expect(field.width == 200.667)
    await form.expectEqualWidths("TextField", "SecureField")
  }

  @Test func theLayoutMatchesItsSnapshot() async throws {
    let form = try await LayoutTree(file: "Views/SignInForm.json")
    await form.expectSnapshot()
  }
}
