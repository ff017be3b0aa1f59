// The benchmark executable's entry point. Each issue adds its figures here.
print("inspector-bench: no benchmarks yet")
