package org.edma.storagerules;

import com.google.firebase.rules.runtime.v1.ExpressionMapValue;
import com.google.firebase.rules.runtime.v1.ExpressionValue;
import com.google.gson.JsonObject;
import java.util.Arrays;
import java.util.List;

/**
 * A Firestore document as rules see it, or a missing one.
 *
 * @param fields the REST API {@code fields} object; null when the document does not exist
 */
record FirestoreDocument(String path, JsonObject fields) {
  static FirestoreDocument missing(String path) {
    return new FirestoreDocument(path, null);
  }

  boolean exists() {
    return fields != null;
  }

  /**
   * The value of {@code firestore.get()}: the same shape the Firestore emulator gives rules for a
   * document ({@code data}, {@code id}, {@code __name__}), or null for a missing document.
   */
  ExpressionValue toResource() {
    if (!exists()) {
      return ExpressionValues.NULL;
    }
    List<String> segments = Arrays.stream(path.split("/")).filter(s -> !s.isEmpty()).toList();
    ExpressionMapValue resource =
        ExpressionMapValue.newBuilder()
            .putFields("data", FirestoreValues.fromFields(fields))
            .putFields("id", ExpressionValues.string(segments.isEmpty() ? "" : segments.get(segments.size() - 1)))
            .putFields("__name__", ExpressionValues.pathValue(segments))
            .build();
    return ExpressionValue.newBuilder().setMapValue(resource).build();
  }
}
