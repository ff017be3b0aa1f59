// The JSONRPC module. Its contents arrive with the issue that builds it; see ARCHITECTURE.md.
