package org.edma.storagerules;

import java.io.FileDescriptor;
import java.io.FileOutputStream;
import java.io.OutputStream;
import java.io.PrintStream;

/**
 * Entry point: {@code java -jar storage-rules-runtime.jar serve}.
 *
 * <p>Stands in for the downloadable {@code cloud-storage-rules-runtime} jar that the Cloud Storage
 * emulator in firebase-tools launches (via {@code STORAGE_EMULATOR_BINARY_PATH}) and drives over
 * stdin/stdout, one JSON object per line. The rules themselves are compiled and evaluated by the
 * Firebase Rules engine bundled in the Cloud Firestore emulator jar on the class path.
 *
 * <p>This class touches no engine class directly, so that a missing or changed engine is reported
 * by {@link EngineCompatibility} with a readable message instead of a linkage error.
 */
public final class Main {
  private Main() {}

  public static void main(String[] args) {
    if (args.length != 1 || !args[0].equals("serve")) {
      System.err.println("usage: java -jar storage-rules-runtime.jar serve");
      System.exit(64);
    }

    // The protocol owns stdout. Anything else that prints to System.out (library code) is moved
    // to stderr, which firebase-tools only logs.
    OutputStream protocolOut = new FileOutputStream(FileDescriptor.out);
    System.setOut(new PrintStream(new FileOutputStream(FileDescriptor.err), true));

    EngineCompatibility.requireEngine();
    Server.start(protocolOut);
  }
}
