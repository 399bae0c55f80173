package org.edma.storagerules;

import com.google.firebase.rules.partners.services.firebasestorage.FirebaseStorageCreateContextConverter;
import com.google.firebase.rules.partners.services.firebasestorage.FirebaseStorageDeleteContextConverter;
import com.google.firebase.rules.partners.services.firebasestorage.FirebaseStorageGetContextConverter;
import com.google.firebase.rules.partners.services.firebasestorage.FirebaseStorageListContextConverter;
import com.google.firebase.rules.partners.services.firebasestorage.FirebaseStorageUpdateContextConverter;
import com.google.firebase.rules.runtime.evaluators.AuthRuleEvaluator.RuleContext;
import java.util.Locale;
import java.util.function.Function;

/**
 * The storage operations the emulator verifies. The engine's converter for each one binds the
 * {@code request}/{@code resource} variables and the firestore functions for that method, and
 * matches {@code allow read} / {@code allow write} as well as the specific method.
 */
enum StorageMethod {
  GET(FirebaseStorageGetContextConverter::convert),
  LIST(FirebaseStorageListContextConverter::convert),
  CREATE(FirebaseStorageCreateContextConverter::convert),
  UPDATE(FirebaseStorageUpdateContextConverter::convert),
  DELETE(FirebaseStorageDeleteContextConverter::convert);

  private final Function<StorageRequestContext, RuleContext> converter;

  StorageMethod(Function<StorageRequestContext, RuleContext> converter) {
    this.converter = converter;
  }

  RuleContext toRuleContext(StorageRequestContext context) {
    return converter.apply(context);
  }

  static StorageMethod parse(String name) {
    try {
      return valueOf(name.toUpperCase(Locale.ROOT));
    } catch (IllegalArgumentException e) {
      throw new IllegalArgumentException(
          "unsupported method '" + name + "' (expected get, list, create, update or delete)", e);
    }
  }
}
