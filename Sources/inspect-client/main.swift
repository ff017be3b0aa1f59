// The command line's entry point. It arrives with issue 8; until then the binary only says so.
import Foundation

FileHandle.standardError.write(Data("inspect-client: not built yet\n".utf8))
exit(3)
