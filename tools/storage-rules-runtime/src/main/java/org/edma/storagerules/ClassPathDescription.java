package org.edma.storagerules;

import java.io.IOException;
import java.nio.file.Path;
import java.util.jar.Attributes;
import java.util.jar.JarFile;

/** Describes where classes were looked up, for start-up error messages. */
final class ClassPathDescription {
  private ClassPathDescription() {}

  /**
   * With {@code java -jar}, {@code java.class.path} names only this program's jar; the engine jar
   * is listed in its manifest's {@code Class-Path}, so that is reported too.
   */
  static String describe() {
    String classPath = System.getProperty("java.class.path");
    try {
      Path self = Path.of(ClassPathDescription.class.getProtectionDomain().getCodeSource().getLocation().toURI());
      if (!self.toString().endsWith(".jar")) {
        return "class path: " + classPath;
      }
      try (JarFile jar = new JarFile(self.toFile())) {
        String manifestClassPath =
            jar.getManifest() == null ? null : jar.getManifest().getMainAttributes().getValue(Attributes.Name.CLASS_PATH);
        return "class path: " + classPath + ", manifest Class-Path: " + manifestClassPath;
      }
    } catch (IOException | RuntimeException | java.net.URISyntaxException e) {
      return "class path: " + classPath;
    }
  }
}
