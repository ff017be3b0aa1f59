import LayoutInspector
import Testing

/// The assertions a SwiftUI developer writes, passing and failing: a failure is an issue of the running test
/// with the message the developer reads (each failing case below is a known issue whose message is checked).
@Suite struct ExpectationTests {
  @Test func theFirstTestOfAForm() async throws {
    let form = try await LayoutTree(file: ExampleTrees.signInForm)
    #expect(try await form.node("#user-label").width == 79.333)
    await form.expectEqualWidths("Text[text=\"User:\"]", "Text[text=\"Password:\"]")
    await form.expectConverges(in: 2)
  }

  @Test func unequalWidthsNameEachNodeAndItsWidth() async throws {
    let form = try await LayoutTree(file: ExampleTrees.signInForm)
    let pass1 = VersionPoint(version: 1, pass: 1)
    await withKnownIssue {
      await form.expectEqualWidths("Text[text=\"User:\"]", "Text[text=\"Password:\"]", in: pass1)
    } matching: { issue in
      issue.comments.map(\.rawValue) == [
        "Expected equal widths in SignInForm.json (version 1, pass 1); found `Text[text=\"User:\"]` #user-label "
          + "40.333, `Text[text=\"Password:\"]` #password-label 79.333."
      ]
    }
  }

  @Test func aLoopThatDoesNotSettleSaysHowItEnded() async throws {
    let growing = try await LayoutTree(file: ExampleTrees.growingLabel)
    #expect(!growing.converged)
    await withKnownIssue {
      await growing.expectConverges(in: 2)
    } matching: { issue in
      let message = issue.comments.first?.rawValue ?? ""
      return message.hasPrefix(
        "Expected GrowingLabel.json version 1 to converge; its update loop stopped after 3 passes without reaching a "
          + "fixpoint. It stopped at cycleGuard.")
        && message.contains("\n  pass 1: ")
    }
  }

  @Test func tooManyPassesIsAFailure() async throws {
    let form = try await LayoutTree(file: ExampleTrees.signInForm)
    await withKnownIssue {
      await form.expectConverges(in: 1)
    } matching: { issue in
      issue.comments.first?.rawValue
        == """
        Expected SignInForm.json version 1 to converge in at most 1 passes; it took 2.
          pass 1: 0 nodes resized; then labelWidth nil → 79.333
          pass 2: 2 nodes resized
        """
    }
  }

  @Test func aSelectorThatMatchesNothingIsAFailureNotAThrow() async throws {
    let form = try await LayoutTree(file: ExampleTrees.signInForm)
    await withKnownIssue {
      await form.expectEqualHeights("#user-label", "#pasword-label")
    } matching: { issue in
      issue.comments.first?.rawValue.contains("selector `#pasword-label` matched no node") == true
        && issue.comments.first?.rawValue.contains("did you mean `#password-label`?") == true
    }
  }
}
