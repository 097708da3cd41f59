#include <stddef.h>
#include <stdint.h>
/// libFuzzer's entry point, so a Swift `main` can hand control to the fuzzer.
int LLVMFuzzerRunDriver(int *argc, char ***argv, int (*UserCb)(const uint8_t *Data, size_t Size));
