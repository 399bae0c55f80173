package org.edma.storagerules;

import com.google.common.util.concurrent.ListenableFuture;

/** Reads a Firestore document for {@code firestore.get()} / {@code firestore.exists()} in rules. */
interface FirestoreReader {
  /**
   * @param documentPath the path as written in rules, e.g. {@code /databases/(default)/documents/a/b}
   */
  ListenableFuture<FirestoreDocument> read(String documentPath);
}
