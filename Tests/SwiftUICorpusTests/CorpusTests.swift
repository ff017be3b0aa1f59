import Foundation
import JSONCore
import LayoutEngine
import SwiftUISource
import Testing

/// Real SwiftUI files (`Corpus/`, see its README) read through the front end and `TreeDecoder`.
///
/// Each repository folder is one multi-file document, as `inspect-client` reads a folder. For each file, every
/// root candidate it declares (previews, previews providers, views with no required arguments) is translated
/// with the whole folder, and each document is decoded. What the test reports per file is the share of the view
/// expressions met in those translations (expansions into other files included) that resolved to a known view;
/// files that declare no root are read and translated through the folder's other roots only. It also reports the
/// survey of each file (`SwiftUITranslator.survey`): every view expression written in it, each counted once, met
/// by expanding every view it declares (those that need arguments too, their required properties without values),
/// so that a file whose views no root shows is measured as well.
///
/// `Corpus/expectations.json` pins, per file, the view expressions met, how many resolved, whether every document
/// decoded, and the survey's two counts: a file may do better than pinned, never worse, and both total shares must
/// be at least 90 %.
/// Run with `RECORD_CORPUS_EXPECTATIONS=1` to rewrite the table from the current translator.
struct CorpusTests {
  static let corpusURL = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Corpus")
  static let expectationsURL = corpusURL.appendingPathComponent("expectations.json")

  /// What one corpus file gave.
  struct FileResult {
    var name: String
    var roots: Int
    var statistics = TranslationStatistics()
    var decodeFailures: [String] = []
    /// Every view expression written in the file, from the survey.
    var survey = TranslationStatistics()

    var json: JSONValue {
      [
        "roots": .integer(Int64(roots)), "viewExpressions": .integer(Int64(statistics.viewExpressions)),
        "resolvedViews": .integer(Int64(statistics.resolvedViews)), "decodes": .bool(decodeFailures.isEmpty),
        "surveyedViewExpressions": .integer(Int64(survey.viewExpressions)),
        "surveyedResolvedViews": .integer(Int64(survey.resolvedViews)),
      ]
    }
  }

  /// The corpus folders, each with its files as the front end names them (`folder/Name.swift`).
  static func folders() throws -> [(name: String, files: [SwiftSourceFile])] {
    let manager = FileManager.default
    let folders = try manager.contentsOfDirectory(atPath: corpusURL.path).sorted().filter { name in
      var isDirectory: ObjCBool = false
      return manager.fileExists(atPath: corpusURL.appendingPathComponent(name).path, isDirectory: &isDirectory)
        && isDirectory.boolValue
    }
    return try folders.map { folder in
      let url = corpusURL.appendingPathComponent(folder)
      let names = try manager.contentsOfDirectory(atPath: url.path).filter { $0.hasSuffix(".swift.txt") }.sorted()
      let files = try names.map { name in
        SwiftSourceFile(
          uri: folder + "/" + String(name.dropLast(".txt".count)),
          text: try String(contentsOf: url.appendingPathComponent(name), encoding: .utf8))
      }
      return (folder, files)
    }
  }

  /// Reads every folder and translates every root of every file.
  static func results() throws -> [FileResult] {
    let translator = SwiftUITranslator()
    var results: [FileResult] = []
    for folder in try folders() {
      let parsed = folder.files.map { translator.parse($0) }
      let roots = translator.roots(parsed: parsed)
      // The folder as a whole, with the default root, must not crash either (it may have no or several roots).
      _ = translator.translate(parsed: parsed, root: .automatic)
      let surveys = translator.survey(parsed: parsed)
      for (file, survey) in zip(folder.files, surveys) {
        let own = roots.filter { $0.span.uri == file.uri }
        var result = FileResult(name: file.uri, roots: own.count, survey: survey)
        for root in own {
          let selection: RootSelection = root.kind == .view ? .named(root.name) : .preview(root.name)
          let translation = translator.translate(parsed: parsed, root: selection)
          result.statistics.add(translation.statistics)
          guard let document = translation.document else {
            result.decodeFailures.append(
              "\(root.name): no document: \(translation.diagnostics.first { $0.severity == .error }.map(\.description) ?? "no error given")"
            )
            continue
          }
          do {
            _ = try ViewTree(json: document)
          } catch {
            result.decodeFailures.append(
              "\(root.name): \(error.errors.prefix(3).map(\.description).joined(separator: "; "))")
          }
        }
        results.append(result)
      }
    }
    return results
  }

  @Test func corpusHasAtLeastThirtyFilesEachWithItsLicence() throws {
    let folders = try Self.folders()
    #expect(folders.reduce(0) { $0 + $1.files.count } >= 30)
    let readme = try String(contentsOf: Self.corpusURL.appendingPathComponent("README.md"), encoding: .utf8)
    for folder in folders {
      let licence = Self.corpusURL.appendingPathComponent(folder.name).appendingPathComponent("LICENSE.txt")
      #expect(FileManager.default.fileExists(atPath: licence.path), "\(folder.name) has no LICENSE.txt")
      for file in folder.files {
        #expect(readme.contains("`\(file.uri).txt`"), "README.md does not list \(file.uri)")
      }
    }
  }

  @Test func everyFileOpensAndResolvesAtLeastAsPinned() throws {
    let results = try Self.results()
    var report = [
      "file | roots | view expressions | resolved | share | decodes | surveyed | resolved | share"
    ]
    var total = TranslationStatistics()
    var surveyed = TranslationStatistics()
    for result in results {
      total.add(result.statistics)
      surveyed.add(result.survey)
      let share = result.statistics.viewExpressions == 0 ? "—" : percent(result.statistics.resolvedShare)
      let surveyShare = result.survey.viewExpressions == 0 ? "—" : percent(result.survey.resolvedShare)
      report.append(
        "\(result.name) | \(result.roots) | \(result.statistics.viewExpressions) | \(result.statistics.resolvedViews) | \(share) | \(result.decodeFailures.isEmpty ? "yes" : "NO") | \(result.survey.viewExpressions) | \(result.survey.resolvedViews) | \(surveyShare)"
      )
    }
    report.append(
      "total | | \(total.viewExpressions) | \(total.resolvedViews) | \(percent(total.resolvedShare)) | | \(surveyed.viewExpressions) | \(surveyed.resolvedViews) | \(percent(surveyed.resolvedShare))"
    )
    let unresolved = total.unresolvedViews.sorted { $0.value > $1.value || ($0.value == $1.value && $0.key < $1.key) }
    report.append(
      "unresolved view names: " + unresolved.prefix(30).map { "\($0.key) ×\($0.value)" }.joined(separator: ", "))
    print(report.joined(separator: "\n"))

    if ProcessInfo.processInfo.environment["RECORD_CORPUS_EXPECTATIONS"] != nil {
      let table = JSONValue.object(JSONObject(results.map { ($0.name, $0.json) }))
      try (JSONSerializer.serialize(table, options: .prettySorted) + "\n").write(
        to: Self.expectationsURL, atomically: true, encoding: .utf8)
      return
    }
    let pinned = try JSONParser.parse(String(contentsOf: Self.expectationsURL, encoding: .utf8))
    for result in results {
      guard let expected = pinned[result.name] else {
        Issue.record("\(result.name) is not in expectations.json; run with RECORD_CORPUS_EXPECTATIONS=1")
        continue
      }
      let expectedExpressions = Int(expected["viewExpressions"]?.integerValue ?? 0)
      let expectedResolved = Int(expected["resolvedViews"]?.integerValue ?? 0)
      let expectedShare = expectedExpressions == 0 ? 1 : Double(expectedResolved) / Double(expectedExpressions)
      #expect(
        result.statistics.resolvedShare >= expectedShare - 1e-9,
        "\(result.name): \(percent(result.statistics.resolvedShare)) of view expressions resolve, pinned \(percent(expectedShare)); unresolved: \(result.statistics.unresolvedViews)"
      )
      let expectedSurveyed = Int(expected["surveyedViewExpressions"]?.integerValue ?? 0)
      let expectedSurveyShare =
        expectedSurveyed == 0
        ? 1 : Double(expected["surveyedResolvedViews"]?.integerValue ?? 0) / Double(expectedSurveyed)
      #expect(
        result.survey.resolvedShare >= expectedSurveyShare - 1e-9,
        "\(result.name): the survey resolves \(percent(result.survey.resolvedShare)), pinned \(percent(expectedSurveyShare)); unresolved: \(result.survey.unresolvedViews)"
      )
      if expected["decodes"] == .bool(true) {
        #expect(result.decodeFailures.isEmpty, "\(result.name): \(result.decodeFailures.joined(separator: " | "))")
      }
    }
    // Issue 12 asks for 90 %.
    #expect(
      total.resolvedShare >= 0.9,
      "the corpus resolves \(percent(total.resolvedShare)) of its view expressions, less than 90 %; unresolved: \(unresolved.prefix(20))"
    )
    #expect(
      surveyed.resolvedShare >= 0.9,
      "the survey resolves \(percent(surveyed.resolvedShare)) of the corpus's view expressions, less than 90 %: \(surveyed.unresolvedViews)"
    )
  }

  private func percent(_ share: Double) -> String {
    let tenths = Int((share * 1000).rounded())
    return "\(tenths / 10).\(tenths % 10) %"
  }
}
