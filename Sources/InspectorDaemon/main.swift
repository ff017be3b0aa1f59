// The daemon's entry point. The server arrives with issue 6; until then the binary only says so.
import Foundation

FileHandle.standardError.write(Data("InspectorDaemon: not built yet\n".utf8))
exit(1)
