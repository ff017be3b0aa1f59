// The entry point of `inspect-client`: everything happens in `InspectClient.main`, which returns the exit code.
import Foundation

exit(InspectClient.main(Array(CommandLine.arguments.dropFirst())).rawValue)
