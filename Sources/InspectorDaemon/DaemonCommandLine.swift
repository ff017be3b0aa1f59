import InspectorProtocol
import InspectorServer
import JSONCore
import JSONRPC

/// The daemon's command line: flags for every setting, `--flag value` or `--flag=value`.
enum DaemonCommandLine {
  /// What the command line asks for.
  enum Action {
    /// Serve JSON-RPC on stdin and stdout with these settings.
    case run(DaemonConfiguration)
    /// Print the usage text.
    case help
    /// Print the version.
    case version
  }

  /// A command line that cannot be used, with the reason.
  struct UsageError: Error, CustomStringConvertible {
    /// Why.
    var description: String
  }

  /// The usage text, printed by `--help`.
  static var usage: String {
    let limitFlags = DaemonConfiguration.settableLimits.map { entry in
      "  --\(kebab(entry.name)) N".padding(to: 34)
        + "\(entry.range.lowerBound)…\(entry.range.upperBound); default \(DaemonConfiguration.defaultLimits[keyPath: entry.keyPath])"
    }
    return """
      USAGE: InspectorDaemon [options]

      The SwiftUI layout inspector's daemon. It speaks JSON-RPC 2.0 with LSP framing on standard input and
      output (see protocol.md); logs go to standard error or --log-file, never to standard output.

      OPTIONS:
        --help, -h                      Show this text.
        --version                       Show the version.
        --stdio                         Serve on standard input and output (the default and only transport).
        --log-file PATH                 Append the daemon's log to PATH instead of standard error.
        --log-level LEVEL               error, warning (default), info, log or debug; also what is sent to the
                                        client as window/logMessage.
        --mirror PREFIX                 Record the session: PREFIX.in gets every byte read (replayable as
                                        input), PREFIX.out every byte written.
        --font PATH                     Load a font file for Font.custom (repeatable).
        --system-font PATH              Load a font file to measure the system font with instead of the
                                        built-in SF emulation (repeatable).
        --environment JSON              The default environment of every tree, as the tree format's
                                        `environment` object: '{"displayScale": 2, "semantics": "iOS17"}'.
        --display-scale N               Shorthand for the environment's displayScale (1, 2 or 3; default 3).
        --text-measurer NAME            system (default: the SF emulation) or fixedAdvance (0.5 em per
                                        character, for deterministic tests).
        --layout-threads N              Threads that lay trees out at once (1…16; default 2).

      LIMITS (the tree limits can also be set per session in initializationOptions.limits):
      \(limitFlags.joined(separator: "\n"))

      EXAMPLES:
        InspectorDaemon --log-file /tmp/inspector.log
        InspectorDaemon --font Fonts/Brand.ttf --display-scale 2 --history-depth 64
      """
  }

  /// Parses the arguments (without the program name).
  static func parse(_ arguments: [String]) throws(UsageError) -> Action {
    var configuration = DaemonConfiguration()
    var index = 0
    while index < arguments.count {
      let argument = arguments[index]
      index += 1
      var name = argument
      var inlineValue: String?
      if argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") {
        name = String(argument[..<equals])
        inlineValue = String(argument[argument.index(after: equals)...])
      }
      func value() throws(UsageError) -> String {
        if let inlineValue { return inlineValue }
        guard index < arguments.count else { throw UsageError(description: "\(name) needs a value") }
        defer { index += 1 }
        return arguments[index]
      }
      func integer() throws(UsageError) -> Int {
        let text = try value()
        guard let number = Int(text) else {
          throw UsageError(description: "\(name) needs a whole number, found '\(text)'")
        }
        return number
      }
      switch name {
      case "--help", "-h": return .help
      case "--version": return .version
      case "--stdio": break
      case "--log-file": configuration.logFile = try value()
      case "--log-level":
        let text = try value()
        guard let level = logLevels[text] else {
          throw UsageError(description: "--log-level must be error, warning, info, log or debug, found '\(text)'")
        }
        configuration.logLevel = level
      case "--mirror": configuration.mirror = try value()
      case "--font": configuration.fonts.append(FontSetting(path: try value()))
      case "--system-font": configuration.fonts.append(FontSetting(path: try value(), role: "systemFont"))
      case "--environment":
        let text = try value()
        guard case .object(let members)? = try? JSONParser.parse(text) else {
          throw UsageError(description: "--environment needs a JSON object, found '\(text)'")
        }
        for (key, member) in members { configuration.environment[key] = member }
      case "--display-scale":
        let text = try value()
        guard let scale = Double(text) else {
          throw UsageError(description: "--display-scale needs a number, found '\(text)'")
        }
        configuration.environment["displayScale"] = .double(scale)
      case "--text-measurer":
        let text = try value()
        guard let choice = TextMeasurerChoice(rawValue: text) else {
          throw UsageError(description: "--text-measurer must be system or fixedAdvance, found '\(text)'")
        }
        configuration.textMeasurer = choice
      case "--layout-threads":
        let count = try integer()
        guard (1...16).contains(count) else { throw UsageError(description: "--layout-threads must be 1…16") }
        configuration.layoutThreads = count
      default:
        guard name.hasPrefix("--"),
          let entry = DaemonConfiguration.settableLimits.first(where: { "--" + kebab($0.name) == name })
        else {
          throw UsageError(description: "unknown option '\(argument)'")
        }
        let number = try integer()
        guard entry.range.contains(number) else {
          throw UsageError(
            description:
              "\(name) must be between \(entry.range.lowerBound) and \(entry.range.upperBound), found \(number)")
        }
        configuration.limits[keyPath: entry.keyPath] = number
      }
    }
    return .run(configuration)
  }

  private static let logLevels: [String: LogLevel] = [
    "error": .error, "warning": .warning, "info": .info, "log": .log, "debug": .debug,
  ]

  /// `maxTrees` → `max-trees`.
  static func kebab(_ name: String) -> String {
    var result = ""
    for character in name {
      if character.isUppercase {
        result += "-" + character.lowercased()
      } else {
        result.append(character)
      }
    }
    return result
  }
}

extension String {
  /// The string padded with spaces to `width` characters (never truncated).
  fileprivate func padding(to width: Int) -> String {
    count >= width ? self + " " : self + String(repeating: " ", count: width - count)
  }
}
