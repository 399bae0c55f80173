package org.edma.storagerules;

import java.util.concurrent.ExecutionException;

/**
 * Diagnostics on stderr, which firebase-tools shows as emulator warnings. (It treats stderr
 * mentioning "jar" + "file" as one word as a failed start, so these messages must avoid it.)
 */
final class Log {
  private Log() {}

  static void warn(String message) {
    System.err.println("storage-rules-runtime: " + message);
  }

  /** A one-line description of a failure, without the wrapping of futures. */
  static String describe(Throwable failure) {
    Throwable cause = failure;
    while (cause instanceof ExecutionException && cause.getCause() != null) {
      cause = cause.getCause();
    }
    String message = cause.getMessage();
    return message == null || message.isBlank() ? cause.toString() : message;
  }
}
